import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_AUDIENCES,
  type ContentAudience,
  ContentIdentifierSchema,
  type ContentLanguageId,
} from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { isoInstantSchema } from '@procounter/shared/validation/dates';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';
import { requiredMultiLineText, requiredString } from '@procounter/shared/validation/schemas';
import { z } from 'zod';

// The starter content files (apps/server/content/help, described in its README.md): read,
// checked and handed to the loader as plain data. Every problem of every file is reported at once,
// each naming its file, so a content writer fixes them in one go; any problem stops the load.

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

const localized = (max: number) =>
  z.strictObject({ en: requiredString().max(max), es: requiredString().max(max) });

const sortOrder = z.number().int().min(0).max(HELP_CONTENT_LIMITS.sortOrder);

const ChildCategorySchema = z.strictObject({
  identifier: ContentIdentifierSchema,
  sortOrder,
  name: localized(HELP_CONTENT_LIMITS.categoryName),
});

const CategoriesFileSchema = z.array(
  ChildCategorySchema.extend({ children: z.array(ChildCategorySchema).optional() }),
);

const optionalText = z.string().trim().min(1).nullable().default(null);
const optionalInt = z.number().int().min(0).max(1000).nullable().default(null);

const MenusFileSchema = z.array(
  z.strictObject({
    menuSlug: ContentIdentifierSchema,
    name: localized(HELP_CONTENT_LIMITS.categoryName),
    items: z.array(
      z.strictObject({
        title: localized(HELP_CONTENT_LIMITS.title),
        linkUrl: optionalText,
        linkToFile: optionalText,
        icon: optionalText,
        iconScaleWidth: optionalInt,
        iconScaleHeight: optionalInt,
        iconPadding: optionalInt,
      }),
    ),
  }),
);

const FrontMatterSchema = z.strictObject({
  identifier: ContentIdentifierSchema,
  title: requiredString().max(HELP_CONTENT_LIMITS.title),
  urlTitle: ContentIdentifierSchema,
  excerpt: requiredMultiLineText().max(HELP_CONTENT_LIMITS.excerpt),
  categories: z.array(ContentIdentifierSchema).min(1).max(HELP_CONTENT_LIMITS.categoriesPerArticle),
  audience: z.enum(CONTENT_AUDIENCES).default('PUBLIC'),
  live: z.boolean().default(true),
  // YAML 1.2 reads an unquoted timestamp as a string; a Date is taken too. Either goes through the
  // shared instant rule, so a file cannot store a date the database or the API cannot hold.
  modDate: z
    .union([z.date().transform((d) => d.toISOString()), z.string()])
    .pipe(isoInstantSchema)
    .transform((v) => new Date(v)),
});

export interface StarterCategory {
  identifier: string;
  sortOrder: number;
  /** null for a parent. */
  parent: string | null;
  name: Record<Language, string>;
}

export interface StarterMenu {
  menuSlug: string;
  name: Record<Language, string>;
  items: z.infer<typeof MenusFileSchema>[number]['items'];
}

export interface StarterArticle {
  languageId: ContentLanguageId;
  identifier: string;
  title: string;
  urlTitle: string;
  excerpt: string;
  categories: string[];
  audience: ContentAudience;
  live: boolean;
  modDate: Date;
  /** The body, GitHub-flavoured Markdown. */
  markdown: string;
  /** Where it came from, relative to the content folder (for messages). */
  file: string;
}

export interface StarterContent {
  categories: StarterCategory[];
  menus: StarterMenu[];
  articles: StarterArticle[];
}

/** The starter content could not be read: `problems` name their file. */
export class StarterContentError extends Error {
  readonly problems: string[];

  constructor(dir: string, problems: string[]) {
    super(
      `The Help Center starter content in ${dir} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'StarterContentError';
    this.problems = problems;
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.length > 0 ? `${i.path.join('.')}: ` : ''}${i.message}`);

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Reads and checks every starter content file of `dir`. */
export async function readStarterContent(dir: string): Promise<StarterContent> {
  // Imported here: only a load of starter content pays for it, not every server start.
  const { parse: parseYaml } = await import('yaml');
  const problems: string[] = [];
  const report = (file: string, messages: string[]) =>
    problems.push(...messages.map((message) => `${file}: ${message}`));

  async function readYaml<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
    let text: string;
    try {
      text = await readFile(path.join(dir, file), 'utf8');
    } catch (error) {
      report(file, [`cannot be read (${(error as Error).message})`]);
      return undefined;
    }
    let data: unknown;
    try {
      data = parseYaml(text);
    } catch (error) {
      report(file, [`is not valid YAML (${(error as Error).message})`]);
      return undefined;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      report(file, describeIssues(parsed.error));
      return undefined;
    }
    return parsed.data;
  }

  const categoryFile = await readYaml('categories.yaml', CategoriesFileSchema);
  const menuFile = await readYaml('menus.yaml', MenusFileSchema);

  const categories: StarterCategory[] = [];
  for (const parent of categoryFile ?? []) {
    categories.push({ ...parent, parent: null });
    for (const child of parent.children ?? []) {
      categories.push({ ...child, parent: parent.identifier });
    }
  }
  const categoryIds = new Set<string>();
  for (const { identifier } of categories) {
    if (categoryIds.has(identifier)) {
      report('categories.yaml', [`the identifier ${identifier} is used twice`]);
    }
    categoryIds.add(identifier);
  }

  const menus: StarterMenu[] = menuFile ?? [];
  const menuSlugs = new Set<string>();
  for (const { menuSlug } of menus) {
    if (menuSlugs.has(menuSlug)) report('menus.yaml', [`the menu slug ${menuSlug} is used twice`]);
    menuSlugs.add(menuSlug);
  }

  const articles: StarterArticle[] = [];
  for (const language of LANGUAGES) {
    const folder = path.join('articles', language);
    let names: string[];
    try {
      names = (await readdir(path.join(dir, folder))).filter((name) => name.endsWith('.md')).sort();
    } catch (error) {
      report(folder, [`cannot be read (${(error as Error).message})`]);
      continue;
    }
    const urlTitles = new Map<string, string>();
    for (const name of names) {
      const file = path.posix.join('articles', language, name);
      const article = await readArticle(dir, file, LANGUAGE_IDS[language], parseYaml, (messages) =>
        report(file, messages),
      );
      if (!article) continue;
      if (article.identifier !== name.slice(0, -'.md'.length)) {
        report(file, [`the identifier ${article.identifier} differs from the file name`]);
      }
      const unknown = article.categories.filter((c) => !categoryIds.has(c));
      if (categoryFile && unknown.length > 0) {
        report(file, [`unknown categories: ${unknown.join(', ')}`]);
      }
      const urlTitle = article.urlTitle.toLowerCase();
      const holder = urlTitles.get(urlTitle);
      if (holder) report(file, [`the URL title ${article.urlTitle} is also used by ${holder}`]);
      urlTitles.set(urlTitle, file);
      articles.push(article);
    }
  }

  if (problems.length > 0) throw new StarterContentError(dir, problems);
  return { categories, menus, articles };
}

async function readArticle(
  dir: string,
  file: string,
  languageId: ContentLanguageId,
  parseYaml: (text: string) => unknown,
  report: (messages: string[]) => void,
): Promise<StarterArticle | undefined> {
  const text = await readFile(path.join(dir, file), 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    report(['has no front matter (YAML between two --- lines at the top)']);
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    report([`front matter is not valid YAML (${(error as Error).message})`]);
    return undefined;
  }
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    report(describeIssues(parsed.error));
    return undefined;
  }
  const markdown = match[2]!.trim();
  if (markdown === '') {
    report(['has no body']);
    return undefined;
  }
  return {
    ...parsed.data,
    categories: [...new Set(parsed.data.categories)],
    languageId,
    markdown,
    file,
  };
}

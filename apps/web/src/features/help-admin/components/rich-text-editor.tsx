/**
 * The article body's rich text editor: Mantine's RichTextEditor on Tiptap 3. This module (and
 * with it Tiptap, ProseMirror and the editor's styles) is loaded with React.lazy by
 * content-field.tsx, so only the article form pays for it (decisions/017).
 */

import { Link, RichTextEditor } from '@mantine/tiptap';
import tiptapStyles from '@mantine/tiptap/styles.css?url';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStylesheet } from '@/lib/stylesheet';

/**
 * The editor's styles are not in the app's sheet (every page would load them): linked as this
 * module loads; content-field.tsx shows the editor once they have arrived, never unstyled.
 */
export const stylesLoaded = loadStylesheet(tiptapStyles);

export interface HelpRichTextEditorProps {
  /** The HTML the editor starts with; later changes of it are not read back. */
  initialHtml: string;
  /** The HTML after each change; '' when the editor is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

// Built once: useEditor compares the extensions it is given on every render and reconfigures the
// editor when they differ.
const EXTENSIONS = [
  // The article page's own title is the h1, so the body's headings start at h2. StarterKit 3
  // brings a link extension of its own: Mantine's Link (the same, plus Mod+K) replaces it.
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
  Link.configure({ openOnClick: false, defaultProtocol: 'https' }),
];

function textboxAttributes(labelId: string, describedBy: string | undefined, invalid: boolean) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': invalid ? 'true' : 'false',
  };
}

export function HelpRichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
}: HelpRichTextEditorProps) {
  const { t } = useTranslation();
  // A new object only when the labelling changes: the editor takes changed options on render.
  const editorProps = useMemo(
    () => ({ attributes: textboxAttributes(labelId, describedBy, invalid) }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    // Mantine's controls show their active state from a re-render on each transaction.
    shouldRerenderOnTransaction: true,
    extensions: EXTENSIONS,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const labels = {
    boldControlLabel: t('helpAdmin:editor.bold'),
    italicControlLabel: t('helpAdmin:editor.italic'),
    h2ControlLabel: t('helpAdmin:editor.heading', { level: 2 }),
    h3ControlLabel: t('helpAdmin:editor.heading', { level: 3 }),
    h4ControlLabel: t('helpAdmin:editor.heading', { level: 4 }),
    bulletListControlLabel: t('helpAdmin:editor.bulletList'),
    orderedListControlLabel: t('helpAdmin:editor.orderedList'),
    linkControlLabel: t('helpAdmin:editor.link'),
    unlinkControlLabel: t('helpAdmin:editor.unlink'),
    blockquoteControlLabel: t('helpAdmin:editor.blockquote'),
    undoControlLabel: t('helpAdmin:editor.undo'),
    redoControlLabel: t('helpAdmin:editor.redo'),
    linkEditorInputLabel: t('helpAdmin:editor.linkUrl'),
    linkEditorInputPlaceholder: t('helpAdmin:editor.linkUrlPlaceholder'),
    linkEditorExternalLink: t('helpAdmin:editor.linkNewTab'),
    linkEditorInternalLink: t('helpAdmin:editor.linkSameTab'),
    linkEditorSave: t('helpAdmin:editor.linkSave'),
  };

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

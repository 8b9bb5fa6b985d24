// A V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) as an SVG flame graph, and the
// functions that took the most time themselves, printed. How docs/figures/*-flame-*.svg were made.
// Usage: npx tsx bench/flame-graph.ts <profile.cpuprofile> <out.svg> ["title"] [--top N] [--skip S]
// --skip S leaves out the first S seconds of the profile (the server's start-up).
// The idle time and the garbage collector's are left out of the picture but counted in the list.
import { readFileSync, writeFileSync } from 'node:fs';
import { isMain } from './support';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Frame {
  name: string;
  where: string;
  selfMs: number;
  totalMs: number;
  children: Frame[];
}

const HIDDEN = new Set(['(idle)', '(program)', '(garbage collector)']);

/** Where a function lives, short: a package name, our source file, or node's own. */
function placeOf(url: string): string {
  if (url === '') return '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const ours = /\/(apps|packages)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

/** The profile's call tree with each node's own and total milliseconds. */
export function callTree(
  profile: CpuProfile,
  skipSeconds = 0,
): { root: Frame; self: Map<string, number> } {
  const selfMs = new Map<number, number>();
  let atMs = 0;
  profile.samples.forEach((id, i) => {
    const deltaMs = (profile.timeDeltas[i] ?? 0) / 1000;
    atMs += deltaMs;
    if (atMs < skipSeconds * 1000) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + deltaMs);
  });
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const build = (node: ProfileNode): Frame => {
    const name = node.callFrame.functionName || '(anonymous)';
    const where = placeOf(node.callFrame.url);
    const own = selfMs.get(node.id) ?? 0;
    const key = `${name} ${where}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + own);
    const children = (node.children ?? []).map((id) => build(byId.get(id)!));
    const shown = children.filter((c) => !HIDDEN.has(c.name));
    const totalMs = own + shown.reduce((sum, c) => sum + c.totalMs, 0);
    return { name, where, selfMs: own, totalMs, children: shown };
  };
  return { root: build(profile.nodes[0]!), self };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Warm colours for dependencies, green for our code, grey for node's own. */
function colourOf(frame: Frame): string {
  let hash = 0;
  for (const c of frame.name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const shade = hash % 40;
  if (frame.where.startsWith('apps/') || frame.where.startsWith('packages/')) {
    return `rgb(${60 + shade},${170 + shade},${80})`;
  }
  if (frame.where === '' || frame.where.startsWith('node:')) {
    return `rgb(${170 + shade},${170 + shade},${170 + shade})`;
  }
  return `rgb(${215 + shade},${100 + shade * 2},${40})`;
}

/** The tree as an SVG flame graph (root at the bottom); frames under minWidth pixels are left out. */
export function flameGraphSvg(root: Frame, title: string, width = 1200, minWidth = 0.8): string {
  const rowHeight = 16;
  const rects: { x: number; depth: number; w: number; frame: Frame }[] = [];
  let depthMax = 0;
  const scale = (width - 20) / Math.max(root.totalMs, 1e-9);
  const place = (frame: Frame, x: number, depth: number) => {
    const w = frame.totalMs * scale;
    if (w < minWidth) return;
    depthMax = Math.max(depthMax, depth);
    rects.push({ x, depth, w, frame });
    let childX = x;
    for (const child of frame.children) {
      place(child, childX, depth + 1);
      childX += child.totalMs * scale;
    }
  };
  place(root, 10, 0);
  const height = (depthMax + 1) * rowHeight + 60;
  const body = rects.map(({ x, depth, w, frame }) => {
    const y = height - 30 - (depth + 1) * rowHeight;
    const share = ((frame.totalMs / root.totalMs) * 100).toFixed(1);
    const label = `${frame.name}${frame.where ? ` (${frame.where})` : ''}`;
    const chars = Math.floor((w - 4) / 6.5);
    const text =
      chars >= 3
        ? `<text x="${(x + 2).toFixed(1)}" y="${y + 12}">${escapeXml(
            label.length > chars ? `${label.slice(0, chars - 1)}…` : label,
          )}</text>`
        : '';
    return `<g><title>${escapeXml(label)}: ${frame.totalMs.toFixed(0)} ms, ${share}%</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${rowHeight - 1}" fill="${colourOf(frame)}"/>${text}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="11">`,
    `<title>Flame graph: ${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14">${escapeXml(title)}</text>`,
    `<text x="10" y="${height - 8}" fill="#555">orange: dependencies; green: ProCounter's code; grey: Node.js and V8. Width: CPU time (${root.totalMs.toFixed(0)} ms busy, idle and GC left out). Hover a frame for its time.</text>`,
    ...body,
    '</svg>',
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const [input, output, title = 'CPU profile'] = process.argv.slice(2);
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 30;
  const skipIndex = process.argv.indexOf('--skip');
  const skip = skipIndex > 0 ? Number(process.argv[skipIndex + 1]) : 0;
  if (!input || !output) {
    console.error('usage: tsx bench/flame-graph.ts <profile.cpuprofile> <out.svg> ["title"]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(input, 'utf8')) as CpuProfile;
  const { root, self } = callTree(profile, skip);
  writeFileSync(output, flameGraphSvg(root, title));
  const all = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`${all.toFixed(0)} ms sampled, ${root.totalMs.toFixed(0)} ms busy; top self time:`);
  for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${ms.toFixed(0).padStart(7)} ms ${((ms / all) * 100).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
  const byPlace = new Map<string, number>();
  for (const [name, ms] of self) {
    const where = name.slice(name.indexOf(' ') + 1).replace(/:\d+$/, '');
    const group = where.startsWith('apps/') || where.startsWith('packages/') ? 'ours' : where;
    byPlace.set(group || '(native)', (byPlace.get(group || '(native)') ?? 0) + ms);
  }
  console.log('self time by package:');
  for (const [where, ms] of [...byPlace.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(
      `${ms.toFixed(0).padStart(7)} ms ${((ms / all) * 100).toFixed(1).padStart(5)}%  ${where}`,
    );
  }
}

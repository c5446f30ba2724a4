import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The README is the page a newcomer reads in ten minutes; the rest lives in docs/. These checks keep
// it short, keep every relative link pointing at a file that exists, and keep tracker numbers out
// (they mean nothing to a reader of the repository).

const root = path.resolve(__dirname, '..');
const README_MAX_LINES = 250;

/** Every markdown file under a folder, recursively. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const docs = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
const prose = [...docs, path.join(root, 'bench', 'README.md')];
const relative = (file: string) => path.relative(root, file);

/** The text outside fenced code blocks and inline code spans, where markdown links live. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of inline links and images, `[text](target "title")`. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

describe('documentation', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every relative link in README.md and docs/ points at a file or folder that exists', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of docs) {
      for (const target of linkTargets(readFileSync(file, 'utf8')).filter(isRelative)) {
        checked += 1;
        const targetPath = decodeURIComponent(target.split('#')[0]!);
        if (!existsSync(path.resolve(path.dirname(file), targetPath))) broken.push(`${relative(file)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('README.md, docs/ and bench/README.md name no tracker issue numbers (the word followed by a number)', () => {
    const mentions = prose.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bissues?[\s-]*#?\d+/i.test(line) ? [`${relative(file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(mentions).toEqual([]);
  });
});

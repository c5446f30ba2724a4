import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// client/src/audio/ is the click-track engine (docs/ARCHITECTURE.md): plain TypeScript on Web
// Audio, with no React, Mantine or Apollo and nothing of the app around it, so it can be tested,
// benchmarked and reused without a page. Only the shared rules of schema/ reach into it. Hooks and
// URL parsing that use it live outside it (client/src/hooks, client/src/features/generator).

const root = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * What a file of `audioDir` imports that the engine may not: a package (react, @mantine/…,
 * @apollo/…, anything from node_modules) or a file outside `audioDir` other than schema/'s. Tests
 * obey the same rule, so the engine's tests need no page either; they may also take the shared
 * test helpers of testkit/ (synthesized audio).
 */
function audioImportViolations(audioDir: string, repositoryRoot: string): string[] {
  const schemaDir = path.join(repositoryRoot, 'schema') + path.sep;
  const testkitDir = path.join(repositoryRoot, 'testkit') + path.sep;
  return sourceFiles(audioDir).flatMap((file) => {
    const isTest = /\.test\.tsx?$/.test(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .map((reference) => reference.fileName)
      .filter((specifier) => {
        if (!/^\.{1,2}\//.test(specifier)) return true;
        const target = path.resolve(path.dirname(file), specifier);
        return !(
          target.startsWith(audioDir + path.sep) ||
          target.startsWith(schemaDir) ||
          (isTest && target.startsWith(testkitDir))
        );
      })
      .map((specifier) => `${path.relative(repositoryRoot, file)} → ${specifier}`);
  });
}

describe('the audio engine (client/src/audio)', () => {
  it('imports no framework and nothing of the app outside audio/ but schema/', () => {
    expect(audioImportViolations(path.join(root, 'client', 'src', 'audio'), root)).toEqual([]);
  });

  it('is refused an import of React, Mantine, Apollo or another client folder', () => {
    const fakeRoot = mkdtempSync(path.join(os.tmpdir(), 'client-layers-'));
    try {
      const audio = path.join(fakeRoot, 'client', 'src', 'audio');
      mkdirSync(path.join(audio, 'deep'), { recursive: true });
      writeFileSync(
        path.join(audio, 'engine.ts'),
        [
          "import { useEffect } from 'react';",
          "import { Button } from '@mantine/core';",
          "import { gql } from '@apollo/client';",
          "import { toast } from '../toast';",
          "import { rhythm } from '../../../schema/rhythm';",
          "import { wav } from './deep/wav';",
        ].join('\n'),
      );
      writeFileSync(path.join(audio, 'engine.test.ts'), "import { beats } from '../../../testkit/beatSynth';\n");
      writeFileSync(path.join(audio, 'clicks.ts'), "import { beats } from '../../../testkit/beatSynth';\n");
      writeFileSync(
        path.join(audio, 'deep', 'wav.ts'),
        "export const hook = () => import('../../hooks/useClickTrack');\n",
      );
      expect(audioImportViolations(audio, fakeRoot)).toEqual([
        'client/src/audio/clicks.ts → ../../../testkit/beatSynth',
        'client/src/audio/deep/wav.ts → ../../hooks/useClickTrack',
        'client/src/audio/engine.ts → react',
        'client/src/audio/engine.ts → @mantine/core',
        'client/src/audio/engine.ts → @apollo/client',
        'client/src/audio/engine.ts → ../toast',
      ]);
    } finally {
      rmSync(fakeRoot, { recursive: true, force: true });
    }
  });
});

// `npm start` calls this: builds the server and/or the client only when a source file is newer than the
// build. A production install (npm install --omit=dev) has no build tools: it runs the existing build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function newestSource(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function installed(tool) {
  try {
    require.resolve(`${tool}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const shared = ['schema', 'package.json', 'package-lock.json'];
const targets = [
  {
    name: 'server',
    script: 'build:server',
    tool: 'typescript',
    output: 'dist/server/main.js',
    sources: ['server', 'tsconfig.server.json', 'tsconfig.base.json', ...shared],
  },
  {
    name: 'client',
    script: 'build:client',
    tool: 'vite',
    output: 'dist/client/index.html',
    sources: ['client', ...shared],
  },
];

for (const target of targets) {
  if (newestSource(target.sources) <= builtAt(target.output)) continue;
  if (installed(target.tool)) {
    console.log(`Building the ${target.name}...`);
    execSync(`npm run -s ${target.script}`, { stdio: 'inherit' });
  } else if (existsSync(target.output)) {
    console.log(`Running the existing ${target.name} build (${target.tool} is not installed: a production install).`);
  } else {
    console.error(
      `There is no ${target.name} build and ${target.tool} is not installed: run \`npm install && npm run build\` first.`,
    );
    process.exit(1);
  }
}

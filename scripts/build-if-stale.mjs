// `npm start` calls this: builds the server and/or the client only when a source file is newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

const shared = ['schema', 'package.json', 'package-lock.json'];
const targets = [
  { name: 'server', script: 'build:server', output: 'dist/server/main.js', sources: ['server', 'tsconfig.server.json', 'tsconfig.base.json', ...shared] },
  { name: 'client', script: 'build:client', output: 'dist/client/index.html', sources: ['client', ...shared] },
];

for (const target of targets) {
  if (newestSource(target.sources) > builtAt(target.output)) {
    console.log(`Building the ${target.name}...`);
    execSync(`npm run -s ${target.script}`, { stdio: 'inherit' });
  }
}

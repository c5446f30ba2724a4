// jest's runtime, with V8's code cache for the modules it compiles. jest runs each test file in a
// context of its own and compiles every module it loads there again from source (react-dom,
// Mantine, Apollo, Playwright, the server's libraries …): a sixth of a client worker's CPU. V8's
// code cache does not depend on the context, so a worker keeps, per file and source text, the
// cache made the first time and hands it to the next compile of that text, which then skips
// parsing. Nothing else changes: the same source runs as a new function in each file's context.
const { compileFunction } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** Per worker: module file → its source text and V8's code cache for it. */
const codeCaches = new Map();

/**
 * jest-runtime whose module compiler reuses V8's code cache across the test files of a worker.
 * Core modules, a torn-down context and a source V8 cannot compile go to jest's own compiler, so
 * its behaviour and messages stay the same there.
 */
class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    // jest-runtime's internals: fail loudly if an upgrade moves them, rather than run uncached.
    if (typeof executor?.compile !== 'function' || !Array.isArray(executor.injectedModuleParameters)) {
      throw new Error('jest/codeCachingRuntime.cjs: jest-runtime no longer has executor.compile; update or remove it');
    }
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => compileWithCodeCache(executor, jestCompile, source, filename);
  }
}

function compileWithCodeCache(executor, jestCompile, source, filename) {
  const vmContext = executor.environment.getVmContext();
  if (vmContext == null || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename);
  const cached = codeCaches.get(filename);
  const usable = cached !== undefined && cached.source === source;
  let compiled;
  try {
    compiled = compileFunction(source, executor.injectedModuleParameters, {
      filename,
      importModuleDynamically: (specifier, _function, importAttributes, ...rest) =>
        executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
      parsingContext: vmContext,
      cachedData: usable ? cached.data : undefined,
      produceCachedData: !usable,
    });
  } catch {
    return jestCompile(source, filename);
  }
  if (!usable && compiled.cachedData) codeCaches.set(filename, { source, data: compiled.cachedData });
  return compiled;
}

module.exports = CodeCachingRuntime;

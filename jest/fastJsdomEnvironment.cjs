// jest's jsdom environment with the window as an ordinary V8 global, so code in a component test
// reads globals (Math, Object, Array, Symbol, document, …) at full speed.
//
// jsdom makes its window a global by contextifying a plain object (`vm.createContext(window)`):
// V8 then answers every global name through node's interceptors, a call into C++ each time — a loop
// reading `Math.max` ran about 40× slower than here, and the clock-sync and tempo-detection tests
// spent most of their CPU on it (component tests, which mostly wait on React and jsdom, gain little). Node ≥ 22.8 can make a context whose global is an ordinary object
// (`vm.constants.DONT_CONTEXTIFY`); jsdom's `Window.js` is compiled with its window created that way
// and used as its own global proxy. Everything else jsdom and jest do is unchanged. When jsdom's
// text no longer matches, loading fails, so an upgrade cannot silently drop this.
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const WINDOW_FILE = path.join(path.dirname(require.resolve('jsdom/package.json')), 'lib/jsdom/browser/Window.js');
const EDITS = [
  ['const window = {};', 'const window = makeVMContext ? vm.createContext(vm.constants.DONT_CONTEXTIFY) : {};'],
  ['    vm.createContext(window);\n', ''],
  ['window._globalProxy = vm.runInContext("this", window);', 'window._globalProxy = window;'],
];

const CAN_DONT_CONTEXTIFY = vm.constants?.DONT_CONTEXTIFY !== undefined;

if (CAN_DONT_CONTEXTIFY) {
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileWindowAsGlobal(content, filename) {
    if (filename !== WINDOW_FILE) return compile.call(this, content, filename);
    Module.prototype._compile = compile;
    const edited = EDITS.reduce((text, [from, to]) => {
      if (!text.includes(from)) throw new Error(`jsdom's Window.js no longer contains ${JSON.stringify(from)}`);
      return text.replace(from, to);
    }, content);
    return compile.call(this, edited, filename);
  };
}

const { TestEnvironment } = require('jest-environment-jsdom');

/** jest-environment-jsdom whose window is the context's own global (on Node ≥ 22.8). */
class FastJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    if (CAN_DONT_CONTEXTIFY && vm.runInContext('this', this.getVmContext()) !== this.dom.window)
      throw new Error('jsdom was loaded before jest/fastJsdomEnvironment.cjs could make its window a plain global');
  }
}

module.exports = FastJsdomEnvironment;

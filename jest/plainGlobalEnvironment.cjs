// jest's node environment with an ordinary object as each file's global. jest 30 makes the global
// by contextifying a Proxy, so V8 answers every global name a test's code reads (`Math`,
// `Float32Array`, `Number`, …) through node's interceptors and the Proxy's traps; jsdom's window
// goes through the same interceptors. Code that computes in loops (tempo detection, the clock
// synchroniser's simulated minutes, rendered audio) spends most of its time there: those client
// files took 2–6× the CPU they take here. `vm.constants.DONT_CONTEXTIFY` (Node ≥ 22.8) gives a
// context whose global is a plain object, without interceptors. Without it (an older Node) this
// is jest's node environment as it is.
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const vm = require('node:vm');

class PlainGlobalEnvironment extends NodeEnvironment {
  constructor(config, context) {
    const { createContext } = vm;
    const plain = vm.constants?.DONT_CONTEXTIFY;
    // jest's constructor makes its context with `vm.createContext(proxy)`; for the length of that
    // call, the context is made without the proxy. The global then holds what jest puts there.
    if (plain) vm.createContext = () => createContext(plain);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = PlainGlobalEnvironment;

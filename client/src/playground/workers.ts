// Monaco (GraphiQL's editor) runs its language services in web workers. These `?worker` imports
// make Vite bundle each worker as a same-origin module file, which the CSP allows
// (`worker-src 'self' blob:`) and which works offline. This is graphiql's own Vite recipe
// (graphiql/setup-workers/vite) kept in our source: imported from the package, the `?worker`
// imports break Vite's dev-server dependency pre-bundling.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/** The global Monaco reads to create workers (declared by monaco-editor's own typings, which we don't load). */
interface MonacoHost {
  MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
}

(globalThis as MonacoHost).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'json':
        return new JsonWorker();
      case 'graphql':
        return new GraphQLWorker();
      default:
        return new EditorWorker();
    }
  },
};

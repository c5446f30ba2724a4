import { GeneratorScreen } from '../features/generator/GeneratorScreen/GeneratorScreen';

/** /, signed in: the click-track generator. */
export function HomePage() {
  return <GeneratorScreen />;
}

import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { PlaylistPageDocument } from '../../../graphql/generated';

/** Where an import dialog is: nothing chosen, the server checking, what it found, or its refusal. */
export type ImportStep<Check, Body = string> =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; name: string; text: Body; check: Check }
  | { kind: 'refused'; message: string };

/** An import route's answer: a dry run's check, the import done, or why it was refused. */
export type ImportAnswer<Check> =
  { kind: 'checked'; check: Check } | { kind: 'imported' } | { kind: 'refused'; message: string };

/**
 * The two steps of a file import: a dry run of the chosen text, then the import of the same text;
 * after it the playlist page is fetched again and `onImported` gets what the dry run found.
 */
export function useCheckedImport<Check, Body = string>(
  send: (text: Body, dryRun: boolean) => Promise<ImportAnswer<Check>>,
  onImported: (check: Check) => void,
) {
  const client = useApolloClient();
  const [step, setStep] = useState<ImportStep<Check, Body>>({ kind: 'choose' });
  const [importing, setImporting] = useState(false);
  const reset = useCallback(() => setStep({ kind: 'choose' }), []);
  const refuse = (answer: ImportAnswer<Check>) =>
    setStep({ kind: 'refused', message: answer.kind === 'refused' ? answer.message : '' });

  const check = async (name: string, read: Promise<Body>) => {
    setStep({ kind: 'checking' });
    const text = await read;
    const answer = await send(text, true);
    if (answer.kind === 'checked') setStep({ kind: 'checked', name, text, check: answer.check });
    else refuse(answer);
  };

  const importAll = async () => {
    if (step.kind !== 'checked') return;
    setImporting(true);
    const answer = await send(step.text, false);
    setImporting(false);
    if (answer.kind !== 'imported') return refuse(answer);
    await client.refetchQueries({ include: [PlaylistPageDocument] });
    onImported(step.check);
  };

  return { step, reset, importing, check, importAll };
}

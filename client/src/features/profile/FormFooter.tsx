import { Alert, Button } from '@mantine/core';

/** How the last save of a profile form went: announced politely when it worked, at once when it failed. */
export interface FormOutcome {
  ok: boolean;
  text: string;
}

/** Props of {@link FormFooter}. */
export interface FormFooterProps {
  outcome: FormOutcome | null;
  saving: boolean;
  submitLabel: string;
}

/** A profile form's end: the outcome of the last save, then the submit button (busy while saving). */
export function FormFooter({ outcome, saving, submitLabel }: FormFooterProps) {
  return (
    <>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <Button type="submit" loading={saving} disabled={saving} w="fit-content">
        {submitLabel}
      </Button>
    </>
  );
}

import type { Response } from 'supertest';
import { PROVIDER_ERROR_PARAM } from '../../schema/providerLogin';

/**
 * Whether the server did what a request asked: a 2xx without GraphQL errors, or a redirect that
 * does not send the browser back to /login with a failure (provider sign-in answers with redirects).
 */
export function isAccepted(response: Response): boolean {
  const errors = (response.body as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return false;
  if (response.status >= 200 && response.status < 300) return true;
  const location =
    response.status >= 300 && response.status < 400 ? (response.headers.location as string | undefined) : undefined;
  return location !== undefined && !new URL(location, 'http://app.invalid').searchParams.has(PROVIDER_ERROR_PARAM);
}

/** Cases sent and cases accepted per operation of one door, over a whole run. */
export class AcceptanceTally {
  private readonly counts = new Map<string, { cases: number; accepted: number }>();

  /** @param operations every operation of the door's registry, in the order the table lists them */
  constructor(private readonly operations: readonly string[]) {
    for (const operation of operations) this.counts.set(operation, { cases: 0, accepted: 0 });
  }

  record(operation: string, accepted: boolean): void {
    const count = this.counts.get(operation);
    if (!count) throw new Error(`${operation} is not in the operations registry`);
    count.cases += 1;
    if (accepted) count.accepted += 1;
  }

  /** Operations of the registry no case of this run was accepted for. */
  neverAccepted(): string[] {
    return this.operations.filter((operation) => this.counts.get(operation)!.accepted === 0);
  }

  /** One line per operation: cases, accepted, accepted share. */
  table(): string {
    const width = Math.max(...this.operations.map((operation) => operation.length));
    const row = (operation: string, cases: string, accepted: string, share: string) =>
      `${operation.padEnd(width)}  ${cases.padStart(5)}  ${accepted.padStart(8)}  ${share.padStart(5)}`;
    const rows = this.operations.map((operation) => {
      const { cases, accepted } = this.counts.get(operation)!;
      return row(operation, String(cases), String(accepted), cases ? `${Math.round((100 * accepted) / cases)}%` : '-');
    });
    return [row('operation', 'cases', 'accepted', 'share'), ...rows].join('\n');
  }
}

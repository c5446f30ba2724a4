import { createTemplateDatabase, startTestPostgres, type TestPostgres } from '../testkit/testPostgres';

declare global {
  var miqTestPostgres: TestPostgres | undefined;
}

/**
 * Starts one PostgreSQL for the run and a migrated template database. Test files find them through
 * MIQ_TEST_ADMIN_URL / MIQ_TEST_TEMPLATE (workers inherit the environment). Runs once even when
 * several projects list it.
 */
export default async function globalSetup(): Promise<void> {
  if (globalThis.miqTestPostgres) return;
  const postgres = await startTestPostgres();
  globalThis.miqTestPostgres = postgres;
  const template = `miq_template_${process.pid}`;
  await createTemplateDatabase(postgres.adminUrl, template);
  process.env.MIQ_TEST_ADMIN_URL = postgres.adminUrl;
  process.env.MIQ_TEST_TEMPLATE = template;
  console.log(`\n[test database] ${postgres.source}, template ${template}`);
}

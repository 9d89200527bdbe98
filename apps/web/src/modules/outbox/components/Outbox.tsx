import { useState } from 'react';
import { Stack } from '@mantine/core';
import { SentEmailsTable } from './SentEmailsTable.tsx';
import { TestEmailForm } from './TestEmailForm.tsx';

/** How long the list keeps refreshing after a test e-mail is queued. */
const WATCH_MS = 120_000;

/** The test e-mail form above the list, which watches for the queued message. */
export function Outbox() {
  const [watch, setWatch] = useState<{ id: number | null; pollUntil: number }>({ id: null, pollUntil: 0 });
  return (
    <Stack gap="lg">
      <TestEmailForm onQueued={(id) => setWatch({ id, pollUntil: Date.now() + WATCH_MS })} />
      <SentEmailsTable watch={watch} />
    </Stack>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs as a definition list (dt/dd): a record's facts on its card or dialog (the
 * Account Dashboard's company, an employee's details). Long values wrap anywhere and keep their
 * line breaks.
 */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {fields.map((field) => (
        <div key={field.label} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            fw={500}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {field.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

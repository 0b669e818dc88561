import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** A labelled list of facts (<dl>), so tests and screen readers find each value by its label. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl
      style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.35rem 1.5rem', margin: 0 }}
    >
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" size="sm">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 4 }} spacing="md" m={0}>
        {items.map((item) => (
          <Box key={item.label}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {item.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

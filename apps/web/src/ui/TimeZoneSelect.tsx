/** A searchable pick of the IANA time zones this browser knows (the server checks against its own list). */
import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { timeZones } from '@ss/domain/time-zone';

export function TimeZoneSelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const data = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return <Select {...props} data={data} searchable limit={100} />;
}

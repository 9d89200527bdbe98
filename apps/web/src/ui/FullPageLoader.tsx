import { Center, Loader } from '@mantine/core';

interface FullPageLoaderProps {
  label: string;
}

export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <Center component="main" mih="100vh" role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useSimulateUser } from '../hooks/useSimulateUser.ts';

/** "Simulate this user?" (Yes / Cancel) and the spec's "Action not possible" (500 px). */
export function SimulationDialogs({ simulation }: { simulation: ReturnType<typeof useSimulateUser> }) {
  const { t } = useTranslation();
  return (
    <>
      <Modal opened={simulation.target !== null} onClose={simulation.cancel} title={t('simulation.confirmTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text size="sm">{t('simulation.confirm', { name: simulation.target?.full_name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={simulation.cancel} disabled={simulation.starting}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void simulation.confirm()} loading={simulation.starting}>
              {t('common.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={simulation.notPossible}
        onClose={simulation.dismissNotPossible}
        title={t('Action not possible')}
        centered
        size={500}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('This user is assigned to only one district or school, and it is suspended.')}</Text>
          <Group justify="flex-end">
            <Button onClick={simulation.dismissNotPossible}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

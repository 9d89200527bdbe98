import { useState } from 'react';
import { homePath } from '@ss/domain/permissions';
import { isApiError } from '../../../lib/api.ts';
import { fetchCurrentUser } from '../../auth/api.ts';
import { startSimulation, storeSimulatedId } from '../api.ts';

export interface SimulationTarget {
  id: number;
  full_name: string;
}

/**
 * Confirm, start, then open the simulated user's home with a full load, so nothing
 * of the super admin's cache survives. 'Action not possible' stops there.
 */
export function useSimulateUser() {
  const [target, setTarget] = useState<SimulationTarget | null>(null);
  const [starting, setStarting] = useState(false);
  const [notPossible, setNotPossible] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setStarting(true);
    setError(null);
    try {
      await startSimulation(target.id);
      storeSimulatedId(target.id);
      const user = await fetchCurrentUser();
      window.location.assign(user ? homePath(user) : '/auth');
    } catch (caught) {
      setStarting(false);
      setTarget(null);
      if (isApiError(caught, 'action_not_possible')) setNotPossible(true);
      else setError(caught instanceof Error ? caught.message : 'Could not perform action');
    }
  };

  return {
    target,
    ask: (next: SimulationTarget) => {
      setError(null);
      setTarget(next);
    },
    cancel: () => setTarget(null),
    confirm,
    starting,
    notPossible,
    dismissNotPossible: () => setNotPossible(false),
    error,
  };
}

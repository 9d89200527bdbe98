import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '@ss/domain';
import { fetchSimulation } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

/** Whether this session simulates someone, read once per signed-in user (the banner and the header share it). */
export function useSimulationState(user: TCurrentUser) {
  return useQuery({ queryKey: qk.simulation.forUser(user.id), queryFn: ({ signal }) => fetchSimulation(signal), staleTime: Infinity });
}

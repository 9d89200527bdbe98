/** The support network's reads: a page of a list, a network's continuum, one support, a district's connections. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys.ts';
import { fetchConnections, fetchContinuum, fetchSupport, fetchSupports, type NetworkQuery, type SupportListParams } from '../api.ts';

export const SUPPORTS_PAGE_SIZE = 20;

export const useSupportList = (params: SupportListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: qk.supports.list(params), queryFn: ({ signal }) => fetchSupports(params, signal), placeholderData: keepPreviousData, enabled: options.enabled ?? true });

/** The grid and its axes (the form's focus areas and tiers, the lists' labels read the same answer). */
export const useContinuum = (network: NetworkQuery | null) =>
  useQuery({ queryKey: qk.supports.continuum(network ?? {}), queryFn: ({ signal }) => fetchContinuum(network!, signal), enabled: network !== null });

export const useSupport = (id: number | null) => useQuery({ queryKey: qk.supports.one(id ?? 0), queryFn: ({ signal }) => fetchSupport(id!, signal), enabled: id !== null });

export const useConnections = (district: number | null) =>
  useQuery({ queryKey: qk.supports.connections(district ?? 0), queryFn: ({ signal }) => fetchConnections(district!, signal), enabled: district !== null });

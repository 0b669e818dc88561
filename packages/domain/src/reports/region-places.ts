import { UF_BY_IBGE_CODE } from '../reference/ibge';
import { ufOfIbgeCode } from './production-places';

/**
 * A region's places (platform.md §1 regions; decision 063): whole states (UF) and single cities
 * (7-digit IBGE codes).
 */
export interface RegionPlaces {
  states: readonly string[];
  cityCodes: readonly string[];
}

/**
 * Whether a city (its IBGE code) lies in a region: the city is listed, or its state is (the
 * state read from the code's first two digits). A place without a code lies in no region.
 */
export function isInRegion(ibgeCode: string | null | undefined, region: RegionPlaces): boolean {
  if (!ibgeCode) return false;
  if (region.cityCodes.includes(ibgeCode)) return true;
  const uf = ufOfIbgeCode(ibgeCode);
  return uf !== null && region.states.includes(uf);
}

/** The 2-digit IBGE codes of a region's states (the first digits of their cities' codes), for SQL filters. */
export function ibgeStateCodesOf(region: RegionPlaces): string[] {
  return Object.entries(UF_BY_IBGE_CODE)
    .filter(([, uf]) => region.states.includes(uf))
    .map(([code]) => code);
}

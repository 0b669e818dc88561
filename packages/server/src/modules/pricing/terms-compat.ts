import type { NegotiationTerms as ContractTerms } from '@honora/contract';
import type { NegotiationTerms as DomainTerms } from '@honora/domain';

/**
 * The contract (zod) and the domain (engine) declare the negotiation terms separately, since
 * neither may import the other: these lines stop the build when the two drift apart.
 */
type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
export type ContractTermsFitTheEngine = Assert<Same<Mutable<ContractTerms>, Mutable<DomainTerms>>>;

// The record-metadata actor moved below the modules (http/actor.ts, decision 023); this re-export
// stays only for code outside the modules that still names the old path.
export { actorOf, selfActor } from '../../http/actor';

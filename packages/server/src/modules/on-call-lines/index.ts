/**
 * The roster's lines' public entry for the other server modules (decision 023): what a line may
 * name (the company's live workplaces, shifts and tags), as a demand names them too (decision 049).
 */
export { lineOptions, liveShift, liveTag, liveWorkplace } from './on-call-lines.repository';

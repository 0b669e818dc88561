export * from './types';
export { shiftTimes, shiftMinutes, isNightShift, isoWeekOf, NIGHT_START_MINUTE, NIGHT_END_MINUTE } from './shift-times';
export * from './slot-input';
export { validateRoster } from './validate-roster';
export { checkAssignment } from './check-assignment';
export { zonedDay, zonedInstant, ROSTER_TIME_ZONE } from './zone';
export * from './demands';
export * from './billing-check';
export { easterSunday, nationalHolidays, nationalHolidaysBetween } from './holidays';

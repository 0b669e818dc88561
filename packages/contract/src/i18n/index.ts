export { defaultMessages, type Messages } from './defaults';
export {
  messages,
  messageByKey,
  msg,
  setMessageOverrides,
  clearMessageOverrides,
  checkMessageOverride,
  shippedMessages,
  overriddenMessage,
  mountLazyTexts,
  setLazyTextMounts,
  isLocalizedText,
  type LocalizedText,
  type OverrideProblem,
} from './catalog';
export {
  fmt,
  formatMessage,
  parseMessage,
  placeholdersOf,
  MessageFormatError,
  type MessageParams,
  type MessageParamValue,
  type ParamsOf,
  type PlaceholderNames,
} from './format';

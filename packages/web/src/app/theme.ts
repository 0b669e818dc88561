import { messages } from '@honora/contract';
import { createTheme, Notification, PasswordInput } from '@mantine/core';

const common = messages.screens.common;

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': common.togglePasswordVisibility } },
    }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': common.closeNotification } },
    }),
  },
});

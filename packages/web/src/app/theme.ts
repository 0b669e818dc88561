import { messages } from '@honora/contract';
import {
  Badge,
  Pill,
  createTheme,
  Drawer,
  DrawerHeader,
  Modal,
  ModalHeader,
  Notification,
  PasswordInput,
  TableScrollContainer,
} from '@mantine/core';
import { accessibleColorsResolver } from '../shared/ui/accessible-colors';

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
    // A badge (a status above all) is never cut to "AGU…": a long label wraps inside the pill.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', overflow: 'visible' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          textAlign: 'center',
          lineHeight: 1.25,
        },
      },
    }),
    // A chosen value's pill (MultiSelect) is never cut either: a long name wraps inside it.
    Pill: Pill.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--pill-height)', maxWidth: '100%' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'anywhere',
          lineHeight: 1.25,
        },
      },
    }),
    // A table wider than its window scrolls inside its box, and its scrollbar shows while it
    // does (not only on hover): columns past the edge are never hidden without a sign.
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { scrollAreaProps: { type: 'auto' } } }),
    // A dialog's × has a name; its title row is not a second banner landmark of the page.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': common.closeDialog } } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': common.closeDialog } } }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: 'none' } }),
  },
});

/** WCAG AA colours in both schemes (see accessible-colors.ts); given to MantineProvider. */
export const cssVariablesResolver = accessibleColorsResolver;

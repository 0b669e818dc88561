import { messages } from '@honora/contract';
import {
  createTheme,
  type BadgeStylesNames,
  type DrawerHeaderProps,
  type DrawerProps,
  type ModalHeaderProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
  type PillStylesNames,
  type TableScrollContainerProps,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { accessibleColorsResolver } from '../shared/ui/accessible-colors';

const common = messages.screens.common;

/**
 * What `Component.extend(…)` returns (Mantine's extend is the identity), typed by the component's
 * props and style parts, without importing the component: the theme is part of the first load,
 * the dialogs, tables and inputs it sets up are not (decision 021).
 */
function extend<TProps = never, TStylesNames extends string = never>(input: {
  defaultProps?: Partial<TProps>;
  styles?: Partial<Record<TStylesNames, CSSProperties>>;
}) {
  return input;
}

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    PasswordInput: extend<PasswordInputProps>({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': common.togglePasswordVisibility } },
    }),
    Notification: extend<NotificationProps>({
      defaultProps: { closeButtonProps: { 'aria-label': common.closeNotification } },
    }),
    // A badge (a status above all) is never cut to "AGU…": a long label wraps inside the pill.
    Badge: extend<never, BadgeStylesNames>({
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
    // A chosen value's pill (MultiSelect) is never cut either: a long name wraps inside it, at
    // its words (break-word, not anywhere: with many pills chosen, "anywhere" let each shrink to
    // a letter a line).
    Pill: extend<never, PillStylesNames>({
      styles: {
        root: { height: 'auto', minHeight: 'var(--pill-height)', maxWidth: '100%' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'break-word',
          lineHeight: 1.25,
        },
      },
    }),
    // A table wider than its window scrolls inside its box, and its scrollbar shows while it
    // does (not only on hover): columns past the edge are never hidden without a sign. Its box
    // takes the keyboard's focus, so the arrow keys scroll it too (WCAG 2.1.1; axe
    // scrollable-region-focusable).
    TableScrollContainer: extend<TableScrollContainerProps>({
      defaultProps: { scrollAreaProps: { type: 'auto', viewportProps: { tabIndex: 0 } } },
    }),
    // A dialog's × has a name; its title row is not a second banner landmark of the page.
    Modal: extend<ModalProps>({ defaultProps: { closeButtonProps: { 'aria-label': common.closeDialog } } }),
    ModalHeader: extend<ModalHeaderProps>({ defaultProps: { role: 'none' } }),
    Drawer: extend<DrawerProps>({ defaultProps: { closeButtonProps: { 'aria-label': common.closeDialog } } }),
    DrawerHeader: extend<DrawerHeaderProps>({ defaultProps: { role: 'none' } }),
  },
});

/** WCAG AA colours in both schemes (see accessible-colors.ts); given to MantineProvider. */
export const cssVariablesResolver = accessibleColorsResolver;

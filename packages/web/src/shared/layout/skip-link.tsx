import { messages } from '@honora/contract';
import { useState, type CSSProperties } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** Off screen until it has focus (WCAG 2.4.1 bypass blocks), then over the header's corner. */
const hidden: CSSProperties = {
  position: 'absolute',
  left: -10000,
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};
const shown: CSSProperties = {
  position: 'fixed',
  left: 8,
  top: 8,
  zIndex: 1000,
  padding: '8px 16px',
  borderRadius: 4,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-anchor)',
  outline: '2px solid var(--mantine-color-anchor)',
  fontWeight: 600,
};

/** "Pular para o conteúdo": the first keyboard stop of the app, straight to the screen's main region. */
export function SkipLink() {
  const [isFocused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={isFocused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {messages.screens.common.skipToContent}
    </a>
  );
}

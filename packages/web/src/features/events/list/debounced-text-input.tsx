import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface Props {
  label: string;
  placeholder?: string;
  /** The value in force (the URL's). */
  value: string;
  /** Called once typing pauses. */
  onCommit: (value: string) => void;
  error?: string | null;
  w?: number;
}

/**
 * A text filter: the list follows what is typed once typing pauses, and a value changed from
 * outside (clear filters, the back button) shows up in the input.
 */
export function DebouncedTextInput({ label, placeholder, value, onCommit, error, w }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== committed) {
      setText(value);
      setCommitted(value);
    }
  }
  const commit = useDebouncedCallback((next: string) => {
    setCommitted(next.trim());
    onCommit(next.trim());
  }, 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      error={error ?? undefined}
      w={w}
    />
  );
}

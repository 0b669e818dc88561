import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface Props {
  label: string;
  /** The value in force (the URL's). */
  value: string;
  /** Called once typing pauses. */
  onCommit: (value: string) => void;
  w?: number;
}

/** A search filter that follows typing once it pauses; a value changed from outside (clear, back) shows up. */
export function DebouncedTextInput({ label, value, onCommit, w }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), 400);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={w}
    />
  );
}

import { Alert, List } from '@mantine/core';

/** A refused review: the API's message and the refusals no input shows. */
export interface ReviewFailure {
  message: string;
  /** The refusals no input shows (a mandatory field of the event the review has no input for…). */
  others: string[];
}

/** The refusal above a review's fields (the others under their inputs). */
export function ReviewFailureAlert({ failure, title }: { failure: ReviewFailure | null; title: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {failure.message}
      {failure.others.length > 0 && (
        <List size="sm" mt={4}>
          {failure.others.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

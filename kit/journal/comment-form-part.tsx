import { initialValues } from '../../domain/forms/form-rules';
import type { CommentFormIslandProps } from './comment-form.client';
import { CommentFormSlot } from './comment-form.lazy';
import { CommentFormMarkup } from './comment-form-markup';

/**
 * The leave-a-comment form of a post page: the server's copy (uncontrolled fields, button
 * disabled) until the island takes over on idle or on focus, keeping what was typed.
 */
export function CommentFormPart({ props }: { props: CommentFormIslandProps & { id: string } }) {
  const { id, fields, labels, submitClassName } = props;
  return (
    <CommentFormSlot props={props}>
      <div data-slot="comment-form">
        <div role="status" />
        <CommentFormMarkup
          id={id}
          fields={fields}
          labels={labels}
          submitClassName={submitClassName}
          values={initialValues([fields.name, fields.email, fields.body])}
          errors={{}}
          disabled
        />
      </div>
    </CommentFormSlot>
  );
}

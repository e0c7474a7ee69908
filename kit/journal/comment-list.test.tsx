import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalPost } from '../../stories/fixtures/journal';
import { toCommentItems } from './journal';
import { CommentList } from './comment-list';

const labels = { title: 'Comments', count: '3 comments', none: 'No comments yet.' };

describe('CommentList', () => {
  it('lists the comments in order under a heading with their number, each with name, date and text', () => {
    render(<CommentList comments={toCommentItems(journalPost.comments, 'en')} labels={labels} />);
    const section = screen.getByRole('region', { name: 'Comments 3 comments' });
    expect(section).toHaveAttribute('id', 'comments');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual(['Mark', 'Emily', 'Yasmina']);
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21');
    expect(items[1]).toHaveTextContent('21 November 2026');
    expect(within(items[1]!).getByText(/saved us quite a bit/).className).toContain('whitespace-pre-line');
  });

  it('says so when there are none', () => {
    render(<CommentList comments={[]} labels={labels} />);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a comment as text, never as markup', () => {
    const { container } = render(<CommentList comments={[{ id: 9, name: 'X', body: '<b>vet</b>', date: { label: '1 januari 2026', iso: '2026-01-01' } }]} labels={labels} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>vet</b>')).toBeInTheDocument();
  });
});

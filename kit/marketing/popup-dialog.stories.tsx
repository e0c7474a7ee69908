import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { campaign, sizeTipPopup, welcomePopup } from '../../stories/fixtures/marketing';
import { buttonVariants } from '../ui/button';
import { DialogClose } from '../ui/dialog';
import { PopupDialog, type PopupDialogProps } from './popup-dialog';
import { SubscribeFields } from './subscribe-fields';

/** Open at first, closable: the way the marketing popup island holds it. */
function Stateful(props: PopupDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <PopupDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Marketing/Popup dialog',
  component: PopupDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: welcomePopup.title,
    html: welcomePopup.content,
    image: { ...welcomePopup.image!, alt: welcomePopup.image!.alt },
    closeLabel: 'Sluiten',
    kind: 'popup',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The marketing popup (spec sections 2 and 4): a site popup from `/popups` or the campaign’s popup, with the CMS text (sanitised by the API), an optional image, button and newsletter form. Radix: focus trap, Escape, close button, focus return.',
      },
    },
  },
} satisfies Meta<typeof PopupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome popup: image beside the text, the newsletter form below it; Escape closes it. */
export const Default: Story = {
  args: {
    children: <SubscribeFields id="popup-story" labels={{ email: 'Je e-mailadres', placeholder: 'jij@voorbeeld.nl', submit: 'Aanmelden', loading: 'Bezig met laden…' }} submitClassName={buttonVariants()} layout="stacked" />,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welkom bij Juwelier Aurum' });
    await expect(dialog).toHaveAttribute('data-kind', 'popup');
    await expect(dialog).toHaveAccessibleDescription(/10% korting/);
    // The panel fades in: wait until it is.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Gouden ketting met hanger' })).toBeVisible());
    await expect(screen.getByRole('textbox', { name: /Je e-mailadres/ })).toBeVisible();
    // Radix focuses inside the dialog: the close button, first in the DOM.
    await expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A popup with a button (the catalogue's size tip): the link closes the popup. */
export const WithButton: Story = {
  args: {
    title: sizeTipPopup.title,
    html: sizeTipPopup.content,
    image: null,
    action: (
      // The story stays put (the wrapper stops the navigation after Radix has closed the popup); in the shop this links to the size guide.
      <span onClick={(event) => event.preventDefault()}>
        <DialogClose asChild>
          <a href="/maatgids" className={buttonVariants()}>
            {sizeTipPopup.button!.text}
          </a>
        </DialogClose>
      </span>
    ),
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Twijfel je over je maat?' });
    await userEvent.click(screen.getByRole('link', { name: 'Naar de maatgids' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The campaign's popup: its text under the shop's title, closed with the × button. */
export const Campaign: Story = {
  args: { title: 'Onze actie', html: campaign.popup_text!, image: null, kind: 'campaign' },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Onze actie' });
    await expect(dialog).toHaveAttribute('data-kind', 'campaign');
    await expect(dialog).toHaveTextContent('WELKOM10');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

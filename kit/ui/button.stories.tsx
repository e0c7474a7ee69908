import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';
import { ChevronRightIcon } from './icons';

const meta = {
  title: 'Kit/UI/Button',
  component: Button,
  args: { children: 'In winkelwagen', onClick: fn() },
  argTypes: {
    intent: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { intent: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'In winkelwagen' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { intent: 'secondary', children: 'Bekijk collectie' } };

export const Ghost: Story = { args: { intent: 'ghost', children: 'Verder winkelen' } };

export const Link: Story = { args: { intent: 'link', children: 'Maattabel' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">Klein</Button>
      <Button {...args} size="md">Middel</Button>
      <Button {...args} size="lg">Groot</Button>
      <Button {...args} intent="secondary" size="icon" aria-label="Volgende">
        <ChevronRightIcon />
      </Button>
    </div>
  ),
};

export const AllIntents: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} intent="primary">Primary</Button>
      <Button {...args} intent="secondary">Secondary</Button>
      <Button {...args} intent="ghost">Ghost</Button>
      <Button {...args} intent="link">Link</Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Bezig met laden…', children: 'Afrekenen' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Afrekenen/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button.querySelector('[data-slot="button-spinner"]')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Uitverkocht' } };

export const AsChildLink: Story = {
  name: 'As link (asChild)',
  render: (args) => (
    <Button {...args} asChild intent="secondary">
      <a href="/ringen">Shop ringen</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop ringen' });
    await expect(link).toHaveAttribute('href', '/ringen');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

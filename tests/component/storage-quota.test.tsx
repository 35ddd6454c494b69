import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { refuse } from '../setup/answers';
import { WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';

/** An upload refused because the account's storage is full says so, rather than that the file is too large. */
describe('a full storage quota', () => {
  it('is named as such on the upload, with the server’s words beneath', async () => {
    server.use(
      refuse('/api/v1/music/upload/track', 'post', 413, {
        message: "The upload would take the account's stored files past its quota of 5 GiB.",
        code: 'storage_quota_exceeded',
      }),
    );
    await renderApp('/cabinet/music/upload', { as: { music: true } });
    const user = userEvent.setup({ applyAccept: false });
    const input = (await screen.findByLabelText(/Audio files/, {}, WAIT)) as HTMLInputElement;
    await user.upload(input, [new File([new Uint8Array(64).fill(7)], 'long.wav', { type: 'audio/wav' })]);
    const label = await screen.findByText('long.wav', { selector: '.upload-item-name' }, WAIT);
    const entry = label.closest('li')!;
    await user.click(within(entry).getByRole('button', { name: 'Upload long.wav' }));
    await within(entry).findByText(
      "The account's storage for uploads is full: this upload would take it past its quota.",
      {},
      WAIT,
    );
    within(entry).getByText("The upload would take the account's stored files past its quota of 5 GiB.");
  });
});

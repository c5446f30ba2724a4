import { renderWithProviders, screen } from '../../test-utils/render';
import { DialogTextField } from './DialogTextField';

describe('DialogTextField', () => {
  it('is required, left alone by autofill and focused by its dialog, with the label, hint and cap it is given', () => {
    renderWithProviders(<DialogTextField label="Name" description="A heading" maxLength={60} />);
    const field = screen.getByRole('textbox', { name: /^Name/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('data-autofocus');
    expect(field).toHaveAttribute('maxlength', '60');
    expect(field).toHaveAccessibleDescription('A heading');
  });
});

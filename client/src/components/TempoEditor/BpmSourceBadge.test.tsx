import { renderWithProviders, screen } from '../../test-utils/render';
import { BpmSourceBadge } from './BpmSourceBadge';

describe('BpmSourceBadge', () => {
  it.each(['estimate', 'fallback'])("marks a made-up tempo (%s) 'estimated'", (source) => {
    renderWithProviders(<BpmSourceBadge source={source} />);
    expect(screen.getByText('estimated')).toBeInTheDocument();
  });

  it.each([
    ['community', 'community'],
    ['lookup', 'looked up'],
    ['tap', 'tapped'],
    ['manual', 'typed'],
    ['detected', 'detected'],
  ])('labels a %s tempo %p and never as estimated', (source, label) => {
    renderWithProviders(<BpmSourceBadge source={source} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText('estimated')).not.toBeInTheDocument();
  });

  it('renders nothing for a missing or unknown source', () => {
    const { container } = renderWithProviders(
      <div data-testid="holder">
        <BpmSourceBadge source={null} />
        <BpmSourceBadge source="guessed" />
      </div>,
    );
    expect(container.querySelector('[data-testid="holder"]')).toBeEmptyDOMElement();
  });
});

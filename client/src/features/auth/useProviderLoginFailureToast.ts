import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  PROVIDER_ERROR_PARAM,
  PROVIDER_LOGIN_FAILED_TITLE,
  PROVIDER_LOGIN_MESSAGES,
  providerLoginFailureOf,
} from '../../../../schema/providerLogin';
import { showToast } from '../../toast';

/**
 * When the server sent the browser back to /login from a failed provider sign-in
 * (`?provider_error=reason`), says why in a toast and takes the reason out of the address.
 */
export function useProviderLoginFailureToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const failure = providerLoginFailureOf(searchParams.get(PROVIDER_ERROR_PARAM));
  useEffect(() => {
    if (!failure) return;
    showToast({ color: 'red', title: PROVIDER_LOGIN_FAILED_TITLE, message: PROVIDER_LOGIN_MESSAGES[failure] });
    setSearchParams(
      (current) => {
        current.delete(PROVIDER_ERROR_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [failure, setSearchParams]);
}

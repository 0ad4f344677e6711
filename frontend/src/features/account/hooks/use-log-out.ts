import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/store-hooks';
import { useToast } from '../../../components/toast/use-toast';
import { api } from '../../../lib/api';
import { useLogoutMutation } from '../api/account-api';

/** docs/product.md, Accounts: logging out clears every cached answer, goes to /account and says 'Logged Out'. */
export function useLogOut() {
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();

  const logOut = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toastApiError('Error', error, 'An unexpected error occurred');
      return;
    }
    await navigate('/account');
    // Nothing of this user stays in memory (the next person at this computer starts clean).
    dispatch(api.util.resetApiState());
    toast({ title: 'Logged Out', description: 'You have been logged out.' });
  };

  return { logOut, loggingOut };
}

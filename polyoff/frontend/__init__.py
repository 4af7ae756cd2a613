"""The Python front end of ``@polyoff.offload``: a function's AST → LLVM IR.

One module per idea: :mod:`.source` (the function's text and positions,
errors that point into it), :mod:`.syntax` (the supported subset, checked
when decorating), :mod:`.signature` (what a call passes), :mod:`.types`
(NumPy 2's type rules), :mod:`.numeric` (NumPy's scalar arithmetic in IR),
:mod:`.functions` (the callable math), :mod:`.symbolic` (integer values as
expressions, for index checks), :mod:`.values` and :mod:`.lowered` (the
lowering's data), :mod:`.python` with :mod:`.expressions` and :mod:`.calls`
(the lowering itself) and :mod:`.bounds` (the call-time index check). The
decorator that drives them is :mod:`polyoff.offload`.
"""

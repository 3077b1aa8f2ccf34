"""What an editor asks of a card file, answered by plain functions on the document's text and
character offsets, knowing nothing of the Language Server Protocol (``tools.lsp`` serves them):

- ``positions``: line and character positions as an editor counts them;
- ``diagnostics``: the messages of ``wingspan check`` on the spans they are about;
- ``words``: what each word of the language means (hover text, completion);
- ``hover``: a card's description over its name, a keyword's meaning over the keyword;
- ``navigation``: go to a card's definition, quick fixes, completion;
- ``formatting``: ``wingspan fmt``'s text as the smallest line edits.
"""

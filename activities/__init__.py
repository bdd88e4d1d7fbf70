"""Every side effect of greenloop: model calls, tools, subprocesses, files.

Kept free of imports so that ``greenloop summarize`` can load the pure summarizer without
pulling in Temporal or the Anthropic SDK.
"""
